/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthdecember2Inputs */

const de_ch2_tilemonthdecember2 = /** @type {(inputs: Tilemonthdecember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dezember`)
};

/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemonthdecember2 = de_ch2_tilemonthdecember2;
export { tilemonthdecember2 as "tileMonthDecember" }