/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthmay2Inputs */

const sk_tilemonthmay2 = /** @type {(inputs: Tilemonthmay2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mája`)
};

/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthmay2 = sk_tilemonthmay2;
export { tilemonthmay2 as "tileMonthMay" }