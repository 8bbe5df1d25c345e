/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketwomen1Inputs */

const de_basketwomen1 = /** @type {(inputs: Basketwomen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damenbekleidung`)
};

/**

* @param {Basketwomen1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketwomen1 = de_basketwomen1;
export { basketwomen1 as "basketWomen" }