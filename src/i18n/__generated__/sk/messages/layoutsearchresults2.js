/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Layoutsearchresults2Inputs */

const sk_layoutsearchresults2 = /** @type {(inputs: Layoutsearchresults2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} výsledok k dispozícii.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} výsledky k dispozícii.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} výsledku k dispozícii.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} výsledkov k dispozícii.`);
	return /** @type {LocalizedString} */ ("layoutSearchResults");
};

/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutsearchresults2 = sk_layoutsearchresults2;
export { layoutsearchresults2 as "layoutSearchResults" }