/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjuly2Inputs */

const sk_tilemonthjuly2 = /** @type {(inputs: Tilemonthjuly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`júla`)
};

/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthjuly2 = sk_tilemonthjuly2;
export { tilemonthjuly2 as "tileMonthJuly" }