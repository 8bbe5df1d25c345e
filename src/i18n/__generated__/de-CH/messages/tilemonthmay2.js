/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmay2Inputs */

const de_ch2_tilemonthmay2 = /** @type {(inputs: Tilemonthmay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mai`)
};

/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemonthmay2 = de_ch2_tilemonthmay2;
export { tilemonthmay2 as "tileMonthMay" }