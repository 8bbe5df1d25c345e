/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloading1Inputs */

const nl_basketloading1 = /** @type {(inputs: Basketloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig met laden …`)
};

/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketloading1 = nl_basketloading1;
export { basketloading1 as "basketLoading" }