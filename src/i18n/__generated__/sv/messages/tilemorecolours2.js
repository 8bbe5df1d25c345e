/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemorecolours2Inputs */

const sv_tilemorecolours2 = /** @type {(inputs: Tilemorecolours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fler färger`)
};

/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemorecolours2 = sv_tilemorecolours2;
export { tilemorecolours2 as "tileMoreColours" }