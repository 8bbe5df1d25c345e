/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjuly2Inputs */

const sv_tilemonthjuly2 = /** @type {(inputs: Tilemonthjuly2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`juli`)
};

/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthjuly2 = sv_tilemonthjuly2;
export { tilemonthjuly2 as "tileMonthJuly" }