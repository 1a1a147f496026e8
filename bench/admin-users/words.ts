// People's names and mailboxes for the admin console's data set. A million members of an
// international community of IT leaders and vendors share a few hundred first names and surnames:
// the lists run from the most common to the rarest, and the generator draws from their heads more
// often, so "smith" or "wang" match one or two members in a hundred and the rarest surnames about
// one in seven hundred, as a search of a real member directory meets them. Plain ASCII: e-mail
// addresses are made from the names, and a few keep an apostrophe or a hyphen in the name only.

/** Words separated by white space. */
function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

export const FIRST_NAMES = words(`
  James Michael David Maria Wei John Mohammed Anna Robert Sarah Daniel Priya Thomas Jennifer Chris
  Paul Laura Mark Emma Peter Andrew Juan Carlos Jessica Ahmed Rahul Li Lisa Jose Ali Amit Elena Jing
  Hiroshi Olga Stefan Julia Sofia Lucas Marco Pierre Lars Jan Ana Pedro Fatima Omar Kwame Samuel
  Benjamin Joseph William Richard Charles Steven Kevin Brian George Edward Ryan Jason Matthew Timothy
  Eric Scott Patrick Stephen Jonathan Aaron Adam Nathan Elizabeth Linda Susan Karen Nancy Patricia
  Margaret Sandra Ashley Emily Michelle Amanda Melissa Stephanie Rebecca Rachel Nicole Megan Hannah
  Olivia Grace Chloe Victoria Natalie Charlotte Lucy Alice Claire Kate Anjali Deepak Sanjay Vikram
  Arjun Neha Pooja Sunita Anil Suresh Ravi Kavya Ananya Rohan Aditya Krishna Lakshmi Meera Xin Hui
  Ling Jun Hao Lei Fang Ming Yan Takeshi Kenji Yuki Haruto Sakura Aiko Minh Linh Thanh Hoa Min-jun
  Seo-yeon Ji-hoon Hye-jin Andrea Alessandro Matteo Chiara Giulia Francesca Luca Jean Sophie Camille
  Nicolas Jean-Pierre Erik Ingrid Sven Anders Karin Nils Mikko Aino Freya Astrid Oskar Henrik Piotr
  Tomasz Katarzyna Agnieszka Mateusz Zofia Pavel Tomas Ivan Natalia Svetlana Sergei Dmitri Irina
  Anastasia Hans Klaus Katarina Felix Lena Leon Finn Max Mehmet Emre Elif Zeynep Reza Sara Dario
  Bruno Felipe Mateo Valentina Camila Santiago Martina Diego Javier Alejandro Fernanda Gabriel
  Rafael Isabel Carmen Lucia Joao Beatriz Aisha Yusuf Hassan Layla Noor Amara Chidi Ngozi Tunde
  Nadia Noah Liam Ethan Ava Isabella Zoe Mia Amelia Leo Oliver Harper Evelyn Abigail Aurora Nora
  Riley Julian Wyatt Scarlett Quentin Barnaby Cosima Thaddeus Leopold Philippa Ottilie Ignatius
`);

export const SURNAMES = words(`
  Smith Wang Li Zhang Kumar Singh Nguyen Garcia Johnson Chen Liu Williams Brown Rodriguez Martinez
  Patel Sharma Kim Lee Park Jones Miller Davis Muller Schmidt Hernandez Lopez Gonzalez Wilson
  Anderson Taylor Thomas Moore Jackson Martin Thompson White Harris Clark Lewis Robinson Walker Young
  Allen King Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips
  Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed
  Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray Hughes Price Sanders
  Myers Long Ross Foster Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Gupta Shah Mehta
  Reddy Rao Iyer Nair Das Joshi Verma Agarwal Banerjee Chatterjee Mukherjee Menon Pillai Desai
  Kapoor Malhotra Bose Tanaka Suzuki Takahashi Watanabe Ito Yamamoto Nakamura Kobayashi Sato Kato
  Yoshida Yamada Choi Jung Kang Cho Yoon Jang Lim Tran Le Pham Hoang Vu Dang Bui Do Ngo Schneider
  Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schroeder Neumann Schwarz
  Braun Zimmermann Hofmann Hartmann Krueger Lange Werner Krause Lehmann Bernard Dubois Robert Richard
  Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Fontaine Rousseau Vincent Lambert Girard
  Bonnet Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Gallo Conti Costa
  Giordano Mancini Rizzo Lombardi Moretti Silva Santos Ferreira Pereira Oliveira Souza Lima Carvalho
  Almeida Ribeiro Rodrigues Gomes Martins Alves Barbosa Fernandes Sanchez Perez Ramirez Torres Flores
  Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez Ramos Ruiz Alvarez Castillo Jimenez
  Vasquez Romero Herrera Medina Aguilar Vargas Castro Mendoza Navarro Kowalski Nowak Wisniewski
  Wojcik Kowalczyk Kaminski Lewandowski Zielinski Szymanski Novak Svoboda Dvorak Cerny Horvath Nagy
  Kovacs Toth Szabo Ivanov Petrov Smirnov Popov Volkov Sokolov Kuznetsov Lebedev Kozlov Novikov
  Johansson Andersson Karlsson Nilsson Eriksson Larsson Olsson Persson Hansen Jensen Nielsen Pedersen
  Larsen Andersen Christensen Virtanen Korhonen Nieminen Makinen Jansen Bakker Visser Smit Meijer
  Mulder Bos Vos Peters Hendriks Dijkstra O'Brien Walsh Byrne Ryan O'Connor McCarthy Doyle Gallagher
  Yilmaz Kaya Demir Sahin Celik Ozturk Aydin Hassan Ali Ahmed Mohamed Ibrahim Khan Hussain Rahman
  Abdullah Haddad Khalil Nasser Mansour Cohen Levi Mizrahi Friedman Goldberg Katz Okafor Mensah
  Adeyemi Okonkwo Nwosu Boateng Owusu Mwangi Otieno Kamau Dlamini Nkosi Naidoo Botha MacDonald Fraser
  Grant Murray Reid Hamilton Graham Fletcher Hartley Quinn Ellison Barrett Calloway Dawson Garrison
  Irving Jennings Keller Lawson Mercer Nolan Oakley Prescott Radcliffe Sinclair Thornton Underwood
  Vance Whitaker Yates Ashford Carver Drummond Everett Fairbanks Grayson Holloway Ingram Jarvis
  Kendrick Langley Maddox Norwood Osborne Pemberton Ramsey Sterling Tate Upton Vaughn Winslow Abbott
  Blackwood Chandler Delaney Emerson Finch Hale Iverson Jameson Kingsley Lockwood Monroe Nash Ogden
  Pearce Rhodes Sawyer Tucker Vickers Wade Zimmerman Haddington Achterberg Szczepanski Vanderslice
  Quackenbush Featherstonhaugh Oyelaran-Smith Przybylski Throckmorton Wojciechowski Abernathy
`);

/** Mailbox providers of personal addresses, the most used first (reserved .example names). */
export const MAILBOX_DOMAINS = words(`
  gmail.example outlook.example yahoo.example icloud.example proton.example gmx.example
`);
