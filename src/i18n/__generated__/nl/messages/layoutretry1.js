/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutretry1Inputs */

const nl_layoutretry1 = /** @type {(inputs: Layoutretry1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw proberen`)
};

/**

* @param {Layoutretry1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutretry1 = nl_layoutretry1;
export { layoutretry1 as "layoutRetry" }