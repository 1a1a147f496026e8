// MUI text fields bound to react-hook-form: the field's error replaces its helper text.
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "required"> & {
  control: Control<T>;
  name: Path<T>;
  /** Shown instead of the schema's message, for schemas whose messages are written for API callers. */
  errorText?: string;
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          fullWidth
          margin="normal"
          {...props}
          {...field}
          value={value ?? ""}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? (errorText ?? fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
