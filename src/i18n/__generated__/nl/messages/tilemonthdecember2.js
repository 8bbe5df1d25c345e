/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthdecember2Inputs */

const nl_tilemonthdecember2 = /** @type {(inputs: Tilemonthdecember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`december`)
};

/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthdecember2 = nl_tilemonthdecember2;
export { tilemonthdecember2 as "tileMonthDecember" }