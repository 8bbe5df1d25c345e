/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjuly2Inputs */

const fr_tilemonthjuly2 = /** @type {(inputs: Tilemonthjuly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`juillet`)
};

/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthjuly2 = fr_tilemonthjuly2;
export { tilemonthjuly2 as "tileMonthJuly" }