/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalservicenotavailable4Inputs */

const sk_basketdisposalservicenotavailable4 = /** @type {(inputs: Basketdisposalservicenotavailable4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na využitie našej služby likvidácie je potrebné objednať aspoň jeden matrac alebo rošt.`)
};

/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalservicenotavailable4 = sk_basketdisposalservicenotavailable4;
export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" }