/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalserviceremoved3Inputs */

const cs_basketdisposalserviceremoved3 = /** @type {(inputs: Basketdisposalserviceremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro využití naší služby likvidace je nutné objednat alespoň jednu matraci nebo rošt. Služba likvidace proto byla odebrána.`)
};

/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposalserviceremoved3 = cs_basketdisposalserviceremoved3;
export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" }