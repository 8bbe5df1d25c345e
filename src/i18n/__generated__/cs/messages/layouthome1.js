/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouthome1Inputs */

const cs_layouthome1 = /** @type {(inputs: Layouthome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Úvodní stránka`)
};

/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layouthome1 = cs_layouthome1;
export { layouthome1 as "layoutHome" }