/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmay2Inputs */

const sv_tilemonthmay2 = /** @type {(inputs: Tilemonthmay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`maj`)
};

/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthmay2 = sv_tilemonthmay2;
export { tilemonthmay2 as "tileMonthMay" }