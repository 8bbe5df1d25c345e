/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjuly2Inputs */

const cs_tilemonthjuly2 = /** @type {(inputs: Tilemonthjuly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`července`)
};

/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthjuly2 = cs_tilemonthjuly2;
export { tilemonthjuly2 as "tileMonthJuly" }