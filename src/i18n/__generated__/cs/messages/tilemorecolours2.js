/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemorecolours2Inputs */

const cs_tilemorecolours2 = /** @type {(inputs: Tilemorecolours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další barvy`)
};

/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemorecolours2 = cs_tilemorecolours2;
export { tilemorecolours2 as "tileMoreColours" }