/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disposal_Service_Not_Booked24Inputs */

const cs_disposal_service_not_booked24 = /** @type {(inputs: Disposal_Service_Not_Booked24Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží bylo přidáno do košíku, ale službu odvozu starého spotřebiče se nepodařilo objednat. Objednejte ji prosím v košíku.`)
};

/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const disposal_service_not_booked24 = cs_disposal_service_not_booked24;
export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" }