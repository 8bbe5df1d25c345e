/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const sk_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka bola presunutá alebo už neexistuje. Možno nájdete, čo hľadáte, cez vyhľadávanie alebo úvodnú stránku.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = sk_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }