/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjuly2Inputs */

const de_tilemonthjuly2 = /** @type {(inputs: Tilemonthjuly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juli`)
};

/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemonthjuly2 = de_tilemonthjuly2;
export { tilemonthjuly2 as "tileMonthJuly" }