/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerarticles1Inputs */

const cs_customerarticles1 = /** @type {(inputs: Customerarticles1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží`)
};

/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerarticles1 = cs_customerarticles1;
export { customerarticles1 as "customerArticles" }