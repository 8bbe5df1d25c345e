/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouthome1Inputs */

const sk_layouthome1 = /** @type {(inputs: Layouthome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Úvodná stránka`)
};

/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouthome1 = sk_layouthome1;
export { layouthome1 as "layoutHome" }