/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthdecember2Inputs */

const sk_tilemonthdecember2 = /** @type {(inputs: Tilemonthdecember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`decembra`)
};

/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthdecember2 = sk_tilemonthdecember2;
export { tilemonthdecember2 as "tileMonthDecember" }