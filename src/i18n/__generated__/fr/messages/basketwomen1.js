/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketwomen1Inputs */

const fr_basketwomen1 = /** @type {(inputs: Basketwomen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode femme`)
};

/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketwomen1 = fr_basketwomen1;
export { basketwomen1 as "basketWomen" }