/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloading1Inputs */

const sv_basketloading1 = /** @type {(inputs: Basketloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laddar …`)
};

/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketloading1 = sv_basketloading1;
export { basketloading1 as "basketLoading" }