/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttip1Inputs */

const fr_contenttip1 = /** @type {(inputs: Contenttip1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseil`)
};

/**

* @param {Contenttip1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contenttip1 = fr_contenttip1;
export { contenttip1 as "contentTip" }