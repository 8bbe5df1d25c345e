/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilereconext2Inputs */

const sk_tilereconext2 = /** @type {(inputs: Tilereconext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďalšie produkty`)
};

/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilereconext2 = sk_tilereconext2;
export { tilereconext2 as "tileRecoNext" }