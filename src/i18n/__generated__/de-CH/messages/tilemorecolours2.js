/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemorecolours2Inputs */

const de_ch2_tilemorecolours2 = /** @type {(inputs: Tilemorecolours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Farben`)
};

/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilemorecolours2 = de_ch2_tilemorecolours2;
export { tilemorecolours2 as "tileMoreColours" }