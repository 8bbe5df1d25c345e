/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsizelabel2Inputs */

const nl_basketsizelabel2 = /** @type {(inputs: Basketsizelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maat`)
};

/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketsizelabel2 = nl_basketsizelabel2;
export { basketsizelabel2 as "basketSizeLabel" }