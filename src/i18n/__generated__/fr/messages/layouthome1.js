/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouthome1Inputs */

const fr_layouthome1 = /** @type {(inputs: Layouthome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layouthome1 = fr_layouthome1;
export { layouthome1 as "layoutHome" }