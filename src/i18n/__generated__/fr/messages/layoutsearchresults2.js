/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Layoutsearchresults2Inputs */

const fr_layoutsearchresults2 = /** @type {(inputs: Layoutsearchresults2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} résultat disponible.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} résultats disponibles.`);
	return /** @type {LocalizedString} */ ("layoutSearchResults");
};

/**

* @param {Layoutsearchresults2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutsearchresults2 = fr_layoutsearchresults2;
export { layoutsearchresults2 as "layoutSearchResults" }