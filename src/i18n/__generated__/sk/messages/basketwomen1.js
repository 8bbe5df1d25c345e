/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketwomen1Inputs */

const sk_basketwomen1 = /** @type {(inputs: Basketwomen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dámske oblečenie`)
};

/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketwomen1 = sk_basketwomen1;
export { basketwomen1 as "basketWomen" }