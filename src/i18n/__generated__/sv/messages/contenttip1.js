/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttip1Inputs */

const sv_contenttip1 = /** @type {(inputs: Contenttip1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tips`)
};

/**

* @param {Contenttip1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contenttip1 = sv_contenttip1;
export { contenttip1 as "contentTip" }