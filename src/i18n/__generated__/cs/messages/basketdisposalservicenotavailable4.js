/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalservicenotavailable4Inputs */

const cs_basketdisposalservicenotavailable4 = /** @type {(inputs: Basketdisposalservicenotavailable4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro využití naší služby likvidace je nutné objednat alespoň jednu matraci nebo rošt.`)
};

/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposalservicenotavailable4 = cs_basketdisposalservicenotavailable4;
export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" }