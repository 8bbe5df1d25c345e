/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalserviceremoved3Inputs */

const de_ch2_basketdisposalserviceremoved3 = /** @type {(inputs: Basketdisposalserviceremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um unseren Entsorgungsservice nutzen zu können, muss mindestens eine Matratze oder ein Lattenrost bestellt werden. Der Entsorgungsservice wurde daher entfernt.`)
};

/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketdisposalserviceremoved3 = de_ch2_basketdisposalserviceremoved3;
export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" }