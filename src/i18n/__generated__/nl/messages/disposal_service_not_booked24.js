/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disposal_Service_Not_Booked24Inputs */

const nl_disposal_service_not_booked24 = /** @type {(inputs: Disposal_Service_Not_Booked24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het artikel is aan je winkelwagen toegevoegd, maar de afvoerservice kon niet worden geboekt. Boek deze in je winkelwagen.`)
};

/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const disposal_service_not_booked24 = nl_disposal_service_not_booked24;
export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" }