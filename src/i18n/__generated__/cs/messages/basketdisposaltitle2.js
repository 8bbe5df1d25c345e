/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposaltitle2Inputs */

const cs_basketdisposaltitle2 = /** @type {(inputs: Basketdisposaltitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likvidace`)
};

/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposaltitle2 = cs_basketdisposaltitle2;
export { basketdisposaltitle2 as "basketDisposalTitle" }