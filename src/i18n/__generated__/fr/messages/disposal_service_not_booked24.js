/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disposal_Service_Not_Booked24Inputs */

const fr_disposal_service_not_booked24 = /** @type {(inputs: Disposal_Service_Not_Booked24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’article a été ajouté au panier, mais le service de reprise n’a pas pu être réservé. Veuillez le réserver dans le panier.`)
};

/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const disposal_service_not_booked24 = fr_disposal_service_not_booked24;
export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" }