// https://vike.dev/route — shipment tracking (page type trackAndTrace).
export default '/sendungsverfolgung';
