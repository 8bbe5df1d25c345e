/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalservicenotavailable4Inputs */

const nl_basketdisposalservicenotavailable4 = /** @type {(inputs: Basketdisposalservicenotavailable4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor onze afvoerservice moet je minstens één matras of lattenbodem bestellen.`)
};

/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalservicenotavailable4 = nl_basketdisposalservicenotavailable4;
export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" }