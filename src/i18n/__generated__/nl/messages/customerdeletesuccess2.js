/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const nl_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je verzoek om je account te verwijderen is verstuurd.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = nl_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }