/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemorecolours2Inputs */

const de_tilemorecolours2 = /** @type {(inputs: Tilemorecolours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Farben`)
};

/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilemorecolours2 = de_tilemorecolours2;
export { tilemorecolours2 as "tileMoreColours" }