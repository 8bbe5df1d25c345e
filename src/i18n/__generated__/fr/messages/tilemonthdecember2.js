/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthdecember2Inputs */

const fr_tilemonthdecember2 = /** @type {(inputs: Tilemonthdecember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`décembre`)
};

/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthdecember2 = fr_tilemonthdecember2;
export { tilemonthdecember2 as "tileMonthDecember" }