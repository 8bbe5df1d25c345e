/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemorecolours2Inputs */

const nl_tilemorecolours2 = /** @type {(inputs: Tilemorecolours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meer kleuren`)
};

/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemorecolours2 = nl_tilemorecolours2;
export { tilemorecolours2 as "tileMoreColours" }