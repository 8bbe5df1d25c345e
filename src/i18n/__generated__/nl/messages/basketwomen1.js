/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketwomen1Inputs */

const nl_basketwomen1 = /** @type {(inputs: Basketwomen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damesmode`)
};

/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketwomen1 = nl_basketwomen1;
export { basketwomen1 as "basketWomen" }