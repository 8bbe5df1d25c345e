/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketwomen1Inputs */

const cs_basketwomen1 = /** @type {(inputs: Basketwomen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dámské oblečení`)
};

/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketwomen1 = cs_basketwomen1;
export { basketwomen1 as "basketWomen" }