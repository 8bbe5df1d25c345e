/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthdecember2Inputs */

const sv_tilemonthdecember2 = /** @type {(inputs: Tilemonthdecember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`december`)
};

/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthdecember2 = sv_tilemonthdecember2;
export { tilemonthdecember2 as "tileMonthDecember" }