/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disposal_Service_Not_Booked24Inputs */

const sk_disposal_service_not_booked24 = /** @type {(inputs: Disposal_Service_Not_Booked24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar bol pridaný do košíka, ale službu odvozu starého spotrebiča sa nepodarilo objednať. Objednajte ju, prosím, v košíku.`)
};

/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const disposal_service_not_booked24 = sk_disposal_service_not_booked24;
export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" }