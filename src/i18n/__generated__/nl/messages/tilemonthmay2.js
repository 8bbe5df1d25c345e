/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmay2Inputs */

const nl_tilemonthmay2 = /** @type {(inputs: Tilemonthmay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mei`)
};

/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthmay2 = nl_tilemonthmay2;
export { tilemonthmay2 as "tileMonthMay" }