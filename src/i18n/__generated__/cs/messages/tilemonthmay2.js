/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmay2Inputs */

const cs_tilemonthmay2 = /** @type {(inputs: Tilemonthmay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`května`)
};

/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthmay2 = cs_tilemonthmay2;
export { tilemonthmay2 as "tileMonthMay" }