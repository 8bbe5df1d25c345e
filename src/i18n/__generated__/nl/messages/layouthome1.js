/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouthome1Inputs */

const nl_layouthome1 = /** @type {(inputs: Layouthome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouthome1 = nl_layouthome1;
export { layouthome1 as "layoutHome" }